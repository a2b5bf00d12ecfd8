import { useEffect, useState } from 'react';
import { BannerSection } from './BannerSection';
import { CellsSection } from './CellsSection';
import { LoadersSection } from './LoadersSection';
import { MembersSection } from './MembersSection';
import { PickerSection } from './PickerSection';
import { TableSection } from './TableSection';

type Direction = 'ltr' | 'rtl';
type Theme = 'light' | 'dark' | 'high-contrast';

function initial<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
  const value = new URLSearchParams(location.search).get(name);
  return allowed.includes(value as T) ? (value as T) : fallback;
}

/** Every shared widget in its states. `?dir=rtl` and `?theme=dark|high-contrast` preset the toolbar. */
export function Gallery({ host }: { host: HTMLElement }) {
  const [dir, setDir] = useState<Direction>(() => initial('dir', ['ltr', 'rtl'] as const, 'ltr'));
  const [theme, setTheme] = useState<Theme>(() =>
    initial('theme', ['light', 'dark', 'high-contrast'] as const, 'light'),
  );

  useEffect(() => {
    host.setAttribute('dir', dir);
    if (theme === 'light') host.removeAttribute('theme');
    else host.setAttribute('theme', theme);
  }, [host, dir, theme]);

  return (
    <div className="gallery" part="gallery">
      <h1>Widget gallery</h1>
      <div className="gallery-toolbar" role="group" aria-label="Display options">
        <label>
          Direction{' '}
          <select value={dir} onChange={(event) => setDir(event.target.value as Direction)}>
            <option value="ltr">Left to right</option>
            <option value="rtl">Right to left</option>
          </select>
        </label>
        <label>
          Theme{' '}
          <select value={theme} onChange={(event) => setTheme(event.target.value as Theme)}>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
            <option value="high-contrast">High contrast</option>
          </select>
        </label>
      </div>
      <BannerSection />
      <LoadersSection />
      <TableSection />
      <CellsSection />
      <MembersSection />
      <PickerSection />
    </div>
  );
}
