import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { requestLogErrorObject } from './requestLogErrorObject';

function answered(status: number, retryAfter?: string): [IncomingMessage, ServerResponse] {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  res.statusCode = status;
  if (retryAfter) res.setHeader('retry-after', retryAfter);
  return [req, res];
}

describe('requestLogErrorObject', () => {
  const made = new Error('failed with status code 503');
  const fields = { res: 'the response', err: made, responseTime: 3 };

  it('drops the made-up error of a deliberate busy refusal: no stack in the log line', () => {
    const [req, res] = answered(503, '2');
    expect(requestLogErrorObject(req, res, made, fields)).toEqual({ res: 'the response', responseTime: 3 });
  });

  it('keeps the error of a failure', () => {
    const [req, res] = answered(503);
    expect(requestLogErrorObject(req, res, made, fields)).toBe(fields);
    const [req2, res2] = answered(502, '2');
    expect(requestLogErrorObject(req2, res2, made, fields)).toBe(fields);
    const [req3, res3] = answered(503, '2');
    Object.assign(res3, { err: new Error('the handler threw') });
    expect(requestLogErrorObject(req3, res3, made, fields)).toBe(fields);
  });
});
