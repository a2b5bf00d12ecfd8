import { useState } from 'react';
import { Picker, type PickerItem } from '../../../../src/ui/picker';
import { GallerySection } from './GallerySection';
import {
  emptySources,
  failingSources,
  sampleContainerTree,
  sampleSources,
  tooManySources,
} from './sample-picker-sources';

function SelectedNames({ items }: { items: readonly PickerItem[] }) {
  return (
    <p data-testid="picker-selected">{items.map((item) => item.name ?? item.dn).join(', ') || 'Nothing selected'}</p>
  );
}

/** The selection widget in each of its states, on sample data; the last one uses the server's lookups. */
export function PickerSection() {
  const [multi, setMulti] = useState<PickerItem[]>([]);
  const [touched, setTouched] = useState(false);
  return (
    <GallerySection id="picker" title="Selection widget (picker)">
      <h3>Users and groups, multi selection</h3>
      <Picker
        label="Recipients"
        tabs={['users', 'groups']}
        mode="multi"
        value={multi}
        onChange={setMulti}
        onTouched={() => setTouched(true)}
        sources={sampleSources}
      />
      <SelectedNames items={multi} />
      <p data-testid="picker-touched">{touched ? 'Touched' : 'Not touched yet'}</p>
      <h3>Single user, required</h3>
      <Picker label="Proxy user" tabs={['users']} required sources={sampleSources} />
      <h3>Too many matches</h3>
      <Picker label="Any user (350 matches)" tabs={['users']} sources={tooManySources} />
      <h3>Nothing found</h3>
      <Picker label="Nobody" tabs={['users']} sources={emptySources} />
      <h3>Failing lookup</h3>
      <Picker label="Users (server failing)" tabs={['users']} sources={failingSources} />
      <h3>Role containers (tree), root selectable</h3>
      <Picker label="Container" tabs={['containers']} rootSelectable sources={{ containers: sampleContainerTree }} />
      <h3>Live data from the sandbox (sign in first)</h3>
      <Picker
        label="Anything"
        mode="multi"
        tabs={[
          'users',
          'groups',
          'roles',
          'resources',
          'teams',
          'sods',
          'containers',
          'driverEntitlement',
          'categories',
          'customApproval',
          'permission',
        ]}
      />
    </GallerySection>
  );
}
