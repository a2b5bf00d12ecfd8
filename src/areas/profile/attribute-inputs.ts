import type { PersonAttribute } from '../../api/people';

const pad = (n: number) => String(n).padStart(2, '0');
/** Epoch ms ↔ the date input's yyyy-mm-dd (local day). */
export function toDateInput(value: string): string {
  const ms = Number(value);
  if (!value || !Number.isFinite(ms)) return '';
  const date = new Date(ms);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
export function fromDateInput(value: string): string {
  if (!value) return '';
  const [y, m, d] = value.split('-').map(Number);
  return String(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1).getTime());
}

/** The input type that fits an attribute's format: email, tel, number or text. */
export function inputType(attribute: PersonAttribute): string {
  const key = attribute.key.toLowerCase();
  const format = attribute.formatType.toLowerCase();
  if (format === 'email' || key === 'email' || key === 'mail') return 'email';
  if (format === 'phone' || format === 'telephone' || key.includes('telephone') || key === 'mobile') return 'tel';
  if (attribute.dataType.toLowerCase() === 'integer') return 'number';
  return 'text';
}
