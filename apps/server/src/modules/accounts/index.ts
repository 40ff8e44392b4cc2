// The accounts module's door: what other modules may use of its tables (ADR 048). Its repository stays its own.

export {
  findUserByEmail,
  findUserById,
  insertResetToken,
  insertUser,
  lockAndCountAdmins,
  NO_CONTACT_DETAILS,
  updateUser,
} from './accounts.repository.js';
