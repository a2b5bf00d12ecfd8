import { AttributeValue } from '../../../../src/ui/quick-info/person-parts';
import { CellRenderer } from '../../../../src/ui/cells/CellRenderer';
import { GallerySection } from './GallerySection';

const owners = [
  { type: 'user', name: 'Maria Manager', dn: 'cn=mmanager,ou=users,o=data' },
  { type: 'group', name: 'Finance', dn: 'cn=Finance,ou=groups,o=data' },
  { type: 'container', name: 'users', dn: 'ou=users,o=data' },
  { type: 'role', name: 'Payroll Admin', dn: 'cn=Payroll Admin,cn=Level20,cn=RoleDefs' },
  { type: 'user', name: 'Eddie User', dn: 'cn=euser,ou=users,o=data' },
];
const avatar =
  'data:image/svg+xml;base64,' +
  btoa(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#0a5fb4"/><text x="20" y="26" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="16" text-anchor="middle" fill="#fff">MM</text></svg>',
  );

export function CellsSection() {
  return (
    <GallerySection id="cells" title="Cells and attribute values">
      <div className="gallery-grid">
        <span>Text</span>
        <CellRenderer value="Finance Reader" heading="Name" />
        <span>Timestamp</span>
        <CellRenderer value={Date.UTC(2026, 10, 21, 14, 5)} kind="timestamp" heading="Requested" />
        <span>Image</span>
        <CellRenderer value={avatar} kind="image" heading="Photo" imageAlt="Maria Manager" />
        <span>Three items</span>
        <CellRenderer value={owners.slice(0, 3)} heading="Owners" />
        <span>Five items (collapsed)</span>
        <CellRenderer value={owners} heading="Owners" />
        <span>E-mail</span>
        <AttributeValue attributeKey="Email" values="maria.manager@example.com" />
        <span>Telephone</span>
        <AttributeValue attributeKey="TelephoneNumber" values={['+1 555 0100', '+1 555 0101']} />
        <span>Unsafe link (shown as text)</span>
        <AttributeValue attributeKey="Website" values="javascript:alert(1)" href="javascript:alert(1)" />
        <span>Empty (renders nothing)</span>
        <AttributeValue attributeKey="Title" values={[]} />
      </div>
    </GallerySection>
  );
}
