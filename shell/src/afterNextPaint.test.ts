import { afterNextPaint } from './afterNextPaint';

/** A window whose frames and tasks run only when the test says so, recording the order. */
function fakeWindow(visibilityState: DocumentVisibilityState) {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const win = {
    document: { visibilityState },
    requestAnimationFrame: (cb: FrameRequestCallback) => frames.push(() => cb(0)),
    setTimeout: (cb: () => void) => tasks.push(cb),
  } as unknown as Window;
  const run = (queue: (() => void)[]) => queue.splice(0).forEach((f) => f());
  return { win, frame: () => run(frames), task: () => run(tasks) };
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterNextPaint', () => {
  it('resolves in the task after the next frame, not in the frame itself', async () => {
    const { win, frame, task } = fakeWindow('visible');
    const painted = afterNextPaint(win);
    task();
    expect(await settled(painted)).toBe(false);
    frame();
    expect(await settled(painted)).toBe(false);
    task();
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait for a frame in a hidden tab', async () => {
    const { win, task } = fakeWindow('hidden');
    const painted = afterNextPaint(win);
    task();
    expect(await settled(painted)).toBe(true);
  });
});
