/**
 * What a settings rule refuses: the field and a message code (the console translates it), and the English
 * message the sandbox answers in its 400 Fault.
 */

export type RuleCode =
  | 'required'
  | 'tooLong'
  | 'url'
  | 'email'
  | 'phone'
  | 'range'
  | 'integer'
  | 'imageType'
  | 'multipleExtensions'
  | 'imageSize'
  | 'oneOf'
  | 'duplicate'
  | 'identifier'
  | 'notInOptions'
  | 'tooMany'
  | 'cssTooLarge'
  | 'cssInvalid'
  | 'cssImport'
  | 'cssUrl';

export interface FieldError {
  /** The field as the form names it (`title.en`, `numbers.1`, `defaultRowsPerPage`). */
  field: string;
  code: RuleCode;
  params?: Record<string, string | number>;
}

const ENGLISH: Record<RuleCode, string> = {
  required: 'Required',
  tooLong: 'At most {{max}} characters',
  url: 'Enter a web address (https://…) or a console link (#/…)',
  email: 'Enter an e-mail address',
  phone: 'Enter a phone number (digits, spaces, + - ( ) . /)',
  range: 'Enter a whole number from {{min}} to {{max}}',
  integer: 'Enter a whole number',
  imageType: 'File extension type is not valid',
  multipleExtensions: 'File with multiple extension is not supported',
  imageSize: 'Image Size should be less Than 59 kb',
  oneOf: 'Choose one of: {{options}}',
  duplicate: 'Listed twice',
  identifier: 'Letters, digits, _ - and . only',
  notInOptions: 'must be one of optionsRowsPerPage (the page-size options)',
  tooMany: 'At most {{max}} entries',
  cssTooLarge: 'The stylesheet is larger than {{max}} kB',
  cssInvalid: 'Not a stylesheet (it contains markup)',
  cssImport: 'A stylesheet may not import another (@import)',
  cssUrl: 'url() may name only an image under /custom/ or a data: image, not {{url}}',
};

/** The message a server answers: `<field>: <message>`. */
export function englishMessage(error: FieldError): string {
  const text = ENGLISH[error.code].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(error.params?.[name] ?? ''));
  return `${error.field}: ${text}`;
}

/** The first error of a field or of an entry of it (`numbers` finds `numbers.1`), for the message beside it. */
export function errorOf(errors: readonly FieldError[], field: string): FieldError | undefined {
  return errors.find((e) => e.field === field) ?? errors.find((e) => e.field.startsWith(`${field}.`));
}
