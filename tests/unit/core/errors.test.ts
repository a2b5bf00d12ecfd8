import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, errorMessage } from '../../../src/core';
import { makeFault } from '../../../src/domain/fault';

describe('errorMessage', () => {
  it("shows a Fault's reason text", () => {
    expect(errorMessage(new HttpError(400, 'Bad Request', makeFault('INV_INPUT', 'Role name is required')))).toBe(
      'Role name is required',
    );
  });

  it("shows 'Error Something went wrong ' (trailing space) for a Fault without text", () => {
    const fault = { Fault: { Code: { Value: 'Receiver' }, Reason: { Text: '' } } };
    expect(errorMessage(new HttpError(500, 'Internal Server Error', fault))).toBe('Error Something went wrong ');
    expect(errorMessage({ Fault: { Code: { Value: 'Sender' } } })).toBe('Error Something went wrong ');
  });

  it('shows status, status text and body for an HTTP failure without a Fault', () => {
    expect(errorMessage(new HttpError(502, 'Bad Gateway', 'upstream down'))).toBe('502 Bad Gateway upstream down');
    expect(errorMessage(new HttpError(400, 'Bad Request', { error: 'invalid_request' }))).toBe(
      '400 Bad Request {"error":"invalid_request"}',
    );
    expect(errorMessage(new HttpError(404, 'Not Found', undefined))).toBe('404 Not Found');
  });

  it("shows 'Network Error' when there was no response", () => {
    expect(errorMessage(new NetworkError('https://x'))).toBe('Network Error');
  });

  it("otherwise shows the error's own message", () => {
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage('plain text')).toBe('plain text');
    expect(errorMessage(undefined)).toBe('Some error occured please try again');
  });

  it('translates the fixed texts when given a translator', () => {
    expect(errorMessage(new NetworkError(), (key) => `[${key}]`)).toBe('[errors.network]');
  });
});
