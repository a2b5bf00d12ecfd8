import { ComponentLoader } from '../../../../src/ui/ComponentLoader';
import { TableSpinner } from '../../../../src/ui/TableSpinner';
import { GallerySection } from './GallerySection';

export function LoadersSection() {
  return (
    <GallerySection id="loaders" title="Loading indicators">
      <div className="gallery-row">
        <div className="gallery-box">
          <TableSpinner />
        </div>
        <div className="gallery-box">
          <ComponentLoader label="Loading roles" />
        </div>
      </div>
    </GallerySection>
  );
}
