type PaintWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & {
  document: Pick<Document, 'visibilityState'>;
};

/**
 * Resolves once the browser has painted the next frame: the task after the next animation frame. The shell starts
 * its JavaScript only then, so the server-rendered page (text, consent layer) is on screen before hundreds of
 * milliseconds of script evaluation. A hidden tab paints no frames: there it resolves on the next task.
 */
export function afterNextPaint(win: PaintWindow = window): Promise<void> {
  return new Promise((resolve) => {
    const next = () => win.setTimeout(resolve, 0);
    if (win.document.visibilityState === 'hidden') next();
    else win.requestAnimationFrame(next);
  });
}
