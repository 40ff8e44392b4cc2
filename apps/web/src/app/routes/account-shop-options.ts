import { useShops } from '../../features/shops/api/get-shops';

/** The shops as choices of a favourite shop (its department code); `ready` once the list answered or failed. */
export function useShopOptions(current?: string | null) {
  const shops = useShops();
  const options = (shops.data?.shops ?? []).map((shop) => ({ value: shop.department, label: shop.name }));
  // A favourite the list does not hold (list unavailable) stays selectable rather than silently dropped.
  if (current && !options.some((option) => option.value === current)) options.push({ value: current, label: current });
  return { options, ready: !shops.isPending };
}
