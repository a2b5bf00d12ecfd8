import type { ReactNode } from 'react';

export function GallerySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="gallery-section" aria-labelledby={`gallery-${id}`} data-section={id}>
      <h2 id={`gallery-${id}`}>{title}</h2>
      {children}
    </section>
  );
}
