import { episodeJingle, notesDurationSeconds, toneWav, wavDurationSeconds, WAV_SAMPLE_RATE } from './toneWav';

describe('toneWav', () => {
  it('writes a valid mono 16-bit PCM WAV of the notes', () => {
    const wav = toneWav([
      { hz: 440, seconds: 0.5 },
      { hz: 0, seconds: 0.25 },
      { hz: 660, seconds: 0.25 },
    ]);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1);
    expect(wav.readUInt16LE(22)).toBe(1);
    expect(wav.readUInt32LE(24)).toBe(WAV_SAMPLE_RATE);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.toString('ascii', 36, 40)).toBe('data');
    expect(wav.readUInt32LE(40)).toBe(WAV_SAMPLE_RATE * 2);
    expect(wav.length).toBe(44 + WAV_SAMPLE_RATE * 2);
    // Audible: a 440 Hz tone reaches a good amplitude, the rest is quieter (only the drone).
    let peakTone = 0;
    let peakRest = 0;
    for (let i = 0; i < WAV_SAMPLE_RATE * 0.2; i++)
      peakTone = Math.max(peakTone, Math.abs(wav.readInt16LE(44 + (WAV_SAMPLE_RATE * 0.05 + i) * 2)));
    for (let i = 0; i < WAV_SAMPLE_RATE * 0.2; i++)
      peakRest = Math.max(peakRest, Math.abs(wav.readInt16LE(44 + (WAV_SAMPLE_RATE * 0.52 + i) * 2)));
    expect(peakTone).toBeGreaterThan(10_000);
    expect(peakRest).toBeLessThan(peakTone / 2);
  });

  it('makes 5–10 second jingles whose duration is known without rendering', () => {
    for (let podcast = 0; podcast < 3; podcast++)
      for (let episode = 1; episode <= 4; episode++) {
        const notes = episodeJingle(podcast, episode);
        const seconds = wavDurationSeconds(toneWav(notes));
        expect(seconds).toBeGreaterThanOrEqual(5);
        expect(seconds).toBeLessThanOrEqual(10);
        expect(notesDurationSeconds(notes)).toBe(seconds);
      }
    expect(episodeJingle(0, 1)).not.toEqual(episodeJingle(0, 2));
  });
});
