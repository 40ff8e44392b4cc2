/**
 * Reads the form body the Stripe SDK sends (`a[b][0][c]=1`, indexed arrays) into plain objects and arrays.
 * qs would do it, but the SDK no longer depends on it and this subset is all the demo provider reads.
 */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const [rawKey = '', rawValue = ''] = pair.split('=');
    const key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
    const value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}
