export type CaptionCue = { startSeconds: number; endSeconds: number; text: string };

const timestamp = (seconds: number): string => {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** Cue text is plain text: the characters WebVTT reads as markup are escaped. */
const escapeCue = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/-->/g, '--&gt;');

/** A WebVTT captions file of the cues, numbered from 1. */
export function captionsVtt(cues: readonly CaptionCue[]): string {
  const blocks = cues.map(
    (cue, i) =>
      `${i + 1}\n${timestamp(cue.startSeconds)} --> ${timestamp(cue.endSeconds)}\n${escapeCue(cue.text)}`,
  );
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}
