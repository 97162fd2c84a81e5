import { prerenderedOf } from './prerenderedOf';

it('takes the site’s own paths of the manifest’s prerendered list', () => {
  expect(prerenderedOf({ prerendered: ['/', '/themen', '//evil.example', 'https://x.example/', 3] })).toEqual(
    ['/', '/themen'],
  );
  expect(prerenderedOf({})).toEqual([]);
  expect(prerenderedOf(null)).toEqual([]);
});
