import type { AdminMeResponse, StaffRole } from '@boucherie/contract';

/** A shop the owner may give a staff member. */
export type AdminShop = AdminMeResponse['shops'][number];

/** What the staff form edits: the person, the role and, for staff, their shops. */
export type StaffFormValues = {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  shopIds: number[];
};
