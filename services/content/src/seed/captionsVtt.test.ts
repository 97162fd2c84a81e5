import { captionsVtt } from './captionsVtt';

describe('captionsVtt', () => {
  it('writes numbered cues with WebVTT timestamps', () => {
    expect(
      captionsVtt([
        { startSeconds: 0, endSeconds: 2.5, text: '[Ruhige Musik]' },
        { startSeconds: 2.5, endSeconds: 3661.25, text: 'Hochwasser am Rhein' },
      ]),
    ).toBe(
      'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\n[Ruhige Musik]\n\n2\n00:00:02.500 --> 01:01:01.250\nHochwasser am Rhein\n',
    );
  });

  it('escapes what WebVTT would read as markup', () => {
    expect(captionsVtt([{ startSeconds: 0, endSeconds: 1, text: 'A & B <b> --> C' }])).toContain(
      'A &amp; B &lt;b&gt; --&gt; C',
    );
  });

  it('is a valid empty file without cues', () => {
    expect(captionsVtt([])).toBe('WEBVTT\n');
  });
});
