import { countLoggedRequests } from './countLogRequests';

describe('countLoggedRequests', () => {
  it('counts finished requests whose URL starts with the prefix', () => {
    const line = (url: string) =>
      JSON.stringify({
        level: 30,
        req: { method: 'GET', url },
        res: { statusCode: 200 },
        msg: 'request completed',
      });
    const log = [
      line('/content/v5/home'),
      line('/content/v5/home?x=1'),
      line('/content/v5/sites'),
      line('/'),
      'not json',
      '{"broken": ',
      JSON.stringify({ level: 40, msg: 'page cache problem', key: '/content/v5/home' }),
      '',
    ].join('\n');
    expect(countLoggedRequests(log, '/content/v5/home')).toBe(2);
    expect(countLoggedRequests(log, '/nothing')).toBe(0);
  });
});
