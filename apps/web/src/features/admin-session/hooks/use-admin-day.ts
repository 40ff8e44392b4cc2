import { addDays } from '@boucherie/contract';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAdminMe } from '../api/get-admin-me';
import { readDay, todayInParis } from '../lib/admin-days';

const SHOP_KEY = 'boucherie:admin-shop';

/** The counter's tablet stays at one shop: its choice is remembered on the device. */
function rememberedShop(): number | null {
  try {
    return Number(window.localStorage.getItem(SHOP_KEY)) || null;
  } catch {
    return null;
  }
}

function rememberShop(id: number) {
  try {
    window.localStorage.setItem(SHOP_KEY, String(id));
  } catch {
    // Private browsing: the choice lasts as long as the address.
  }
}

/**
 * Which shop and which day the back office shows: `?shop=&date=` in the address (a reload or a shared
 * link keeps them), otherwise the device's shop (or the first one the user works at) and today.
 */
export function useAdminDay() {
  const me = useAdminMe();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const shops = me.data?.shops ?? [];
  const wanted = Number(params.get('shop')) || rememberedShop();
  const shop = shops.find((s) => s.id === wanted) ?? shops[0] ?? null;
  const today = todayInParis();
  const date = readDay(params.get('date')) ?? today;

  /** The address's query for another page of the back office, keeping this shop and day. */
  const query = (() => {
    const kept = new URLSearchParams();
    if (params.get('shop')) kept.set('shop', params.get('shop') as string);
    if (date !== today) kept.set('date', date);
    const text = kept.toString();
    return text ? `?${text}` : '';
  })();

  /** Another shop or day: the same screen for it, except an order's page, which gives way to the board. */
  function show(change: (next: URLSearchParams) => void) {
    const next = new URLSearchParams(params);
    change(next);
    const text = next.toString();
    const pathname = location.pathname.startsWith('/admin/orders/') ? '/admin/orders' : location.pathname;
    void navigate({ pathname, search: text ? `?${text}` : '' });
  }

  function setShop(id: number) {
    rememberShop(id);
    show((next) => next.set('shop', String(id)));
  }

  function setDate(day: string) {
    show((next) => (day === today ? next.delete('date') : next.set('date', day)));
  }

  return { me, shops, shop, date, today, tomorrow: addDays(today, 1), query, setShop, setDate };
}

export type AdminDay = ReturnType<typeof useAdminDay>;
