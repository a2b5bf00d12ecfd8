import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ComponentLoader } from '../../ui/ComponentLoader';
import { RouteGuard } from '../guard/RouteGuard';
import type { RegisteredSection } from './area-registry';
import { NotFoundPage } from './NotFoundPage';

/** One section behind the guard: its declared paths, each page loading lazily. */
export function SectionRoutes({ section }: { section: RegisteredSection }) {
  return (
    <RouteGuard pageKeys={section.pageKeys}>
      <Suspense fallback={<ComponentLoader />}>
        <Routes>
          {section.routes.map(({ path, Page }) =>
            path === '' ? <Route key="" index element={<Page />} /> : <Route key={path} path={path} element={<Page />} />,
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </RouteGuard>
  );
}
