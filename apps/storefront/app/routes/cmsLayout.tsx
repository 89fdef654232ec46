import { Outlet } from 'react-router';

/** The cms layout (storefront.md §2 layouts): home and catch-all CMS, category and product pages. */
export const handle = { layout: 'cms' };

export default function CmsLayout() {
  return (
    <div data-layout="cms" className="flex flex-col gap-6">
      <Outlet />
    </div>
  );
}
