import { DetailBackLink, useAreaStyles, type DetailBackLinkProps } from '../../ui/area';
import detailPageStyles from '../../ui/area/detail-page.css?inline';

/**
 * The way back from an item, its org chart or the tickets, with the details pages' sheet: the area's sheet (and
 * the element, opening on the catalog) carries the list's rules only, so this brings the back link's when it shows.
 */
export function EntityBackLink(props: DetailBackLinkProps) {
  const ref = useAreaStyles<HTMLDivElement>(detailPageStyles);
  return (
    <div ref={ref} className="entities-back">
      <DetailBackLink {...props} />
    </div>
  );
}
