import { useAreaStyles } from '../../ui/area';
import { Availability } from './Availability';
import styles from './availability.css?inline';

/** `#/availability`: one's availability (administrators and team managers who may: a user's). */
export default function AvailabilityPage() {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref} className="availability-area">
      <Availability />
    </div>
  );
}
