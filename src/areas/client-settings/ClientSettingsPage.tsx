import { useAreaStyles } from '../../ui/area';
import { ClientSettings } from './ClientSettings';
import styles from './client-settings.css?inline';

/** `#/settings`: client settings. */
export default function ClientSettingsPage() {
  const ref = useAreaStyles<HTMLDivElement>(styles);
  return (
    <div ref={ref}>
      <ClientSettings />
    </div>
  );
}
