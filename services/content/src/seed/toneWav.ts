/** One note of a generated jingle: frequency in Hz (0 = rest) and length in seconds. */
export type ToneNote = { hz: number; seconds: number };

export const WAV_SAMPLE_RATE = 16_000;

/**
 * A mono 16-bit PCM WAV file playing the notes one after another: sine tone plus a soft octave overtone, with a
 * short attack and exponential decay per note, and a quiet drone on the first note's pitch underneath.
 */
export function toneWav(notes: ToneNote[], sampleRate = WAV_SAMPLE_RATE): Buffer {
  const total = Math.round(notes.reduce((sum, n) => sum + n.seconds, 0) * sampleRate);
  const samples = new Float64Array(total);
  const drone = notes[0]?.hz ?? 220;
  let offset = 0;
  for (const note of notes) {
    const length = Math.round(note.seconds * sampleRate);
    for (let i = 0; i < length && offset + i < total; i++) {
      const t = i / sampleRate;
      const attack = Math.min(1, t / 0.015);
      const decay = Math.exp(-3 * (t / note.seconds));
      const tone =
        note.hz > 0
          ? Math.sin(2 * Math.PI * note.hz * t) * 0.55 + Math.sin(2 * Math.PI * note.hz * 2 * t) * 0.15
          : 0;
      samples[offset + i] = tone * attack * decay;
    }
    offset += length;
  }
  for (let i = 0; i < total; i++) {
    const t = i / sampleRate;
    const fade = Math.min(1, t / 0.5, (total - i) / sampleRate / 0.5);
    samples[i] = ((samples[i] ?? 0) + Math.sin(2 * Math.PI * (drone / 2) * t) * 0.12 * fade) * 0.8;
  }

  const dataBytes = total * 2;
  const wav = Buffer.alloc(44 + dataBytes);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + dataBytes, 4);
  wav.write('WAVE', 8, 'ascii');
  wav.write('fmt ', 12, 'ascii');
  wav.writeUInt32LE(16, 16); // fmt chunk size
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(sampleRate, 24);
  wav.writeUInt32LE(sampleRate * 2, 28); // byte rate
  wav.writeUInt16LE(2, 32); // block align
  wav.writeUInt16LE(16, 34); // bits per sample
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(dataBytes, 40);
  const pcm = new Int16Array(total);
  for (let i = 0; i < total; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i] ?? 0)) * 32767);
  // WAV is little-endian, as are the platforms Node runs on.
  Buffer.from(pcm.buffer).copy(wav, 44);
  return wav;
}

/** Duration in whole seconds (rounded) of the WAV that toneWav makes of these notes. */
export function notesDurationSeconds(notes: ToneNote[], sampleRate = WAV_SAMPLE_RATE): number {
  return Math.round(Math.round(notes.reduce((sum, n) => sum + n.seconds, 0) * sampleRate) / sampleRate);
}

/** Duration in whole seconds (rounded) of a PCM WAV produced by toneWav. */
export function wavDurationSeconds(wav: Buffer): number {
  const byteRate = wav.readUInt32LE(28);
  const dataBytes = wav.readUInt32LE(40);
  return Math.round(dataBytes / byteRate);
}

const PENTATONIC = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33, 659.25];

/** A deterministic 6–9 second jingle for episode `n` of a podcast. */
export function episodeJingle(podcastIndex: number, episode: number): ToneNote[] {
  const notes: ToneNote[] = [];
  const count = 10 + ((podcastIndex * 3 + episode * 2) % 6);
  for (let i = 0; i < count; i++) {
    const step = (podcastIndex * 5 + episode * 3 + i * (podcastIndex + 2)) % PENTATONIC.length;
    const hz = PENTATONIC[step] ?? 440;
    notes.push({ hz: i % 5 === 4 ? 0 : hz / (podcastIndex === 1 ? 2 : 1), seconds: 0.55 + (i % 3) * 0.1 });
  }
  return notes;
}
