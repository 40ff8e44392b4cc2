/** The product list filtered on some sub-categories, the way the home page and menus link to it. */
export function productsListLink(subCategoryIds: number[]): string {
  return `/products-list?SubCategoryIds=${subCategoryIds.join(',')}`;
}
