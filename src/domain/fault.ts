/** The error body every IDMProv endpoint answers with. */
export interface Fault {
  Fault: {
    Code: { Value: string; Subcode?: { Value: string } };
    Reason?: { Text?: string };
  };
}

export type FaultCode = 'Sender' | 'Receiver';

export function isFault(body: unknown): body is Fault {
  if (!isRecord(body)) return false;
  const fault = body['Fault'];
  return isRecord(fault) && isRecord(fault['Code']);
}

/** The fault's Reason.Text, or undefined when the body is no fault or the text is blank. */
export function faultReason(body: unknown): string | undefined {
  if (!isFault(body)) return undefined;
  const text = body.Fault.Reason?.Text;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

export function faultSubcode(body: unknown): string | undefined {
  return isFault(body) ? body.Fault.Code.Subcode?.Value : undefined;
}

export function makeFault(subcode: string, text: string, code: FaultCode = 'Sender'): Fault {
  return { Fault: { Code: { Value: code, Subcode: { Value: subcode } }, Reason: { Text: text } } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
