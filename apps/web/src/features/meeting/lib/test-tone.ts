/** An AudioContext that can be sent to a chosen speaker (Chrome 110 and later). */
type SinkContext = AudioContext & { setSinkId?(id: string): Promise<void> };

/**
 * Plays a short two-note chime through the chosen speaker, generated here (no file to load):
 * the speaker test before joining. Resolves when it has finished.
 */
export async function playTestTone(speakerId: string): Promise<void> {
  const ctx: SinkContext = new AudioContext();
  try {
    if (speakerId && ctx.setSinkId) await ctx.setSinkId(speakerId).catch(() => {});
    await ctx.resume();
    const start = ctx.currentTime + 0.05;
    for (const [i, freq] of [660, 880].entries()) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = 'sine';
      osc.frequency.value = freq;
      const at = start + i * 0.45;
      // Faded in and out: no click at either end.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.3, at + 0.03);
      gain.gain.linearRampToValueAtTime(0, at + 0.4);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + 0.42);
    }
    await new Promise((r) => setTimeout(r, 1000));
  } finally {
    await ctx.close().catch(() => {});
  }
}

/** Whether this browser can send a page's sound to a chosen speaker (not Safari, not Firefox on a phone). */
export const canChooseSpeaker = () =>
  typeof HTMLMediaElement !== 'undefined' && 'setSinkId' in HTMLMediaElement.prototype;
