// Two panes side by side that scroll on their own, with a handle between them to drag (or move
// with the arrow keys); the split is remembered. Below 992 px the panes stack and the page scrolls.

import { useCallback, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../utils/useIsMobile';
import { SPLIT_MAX, SPLIT_MIN, clampSplit, loadSplit, saveSplit } from './split';

const KEY_STEP = 2;

export default function SplitPanes({ left, right }: { left: ReactNode; right: ReactNode }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [split, setSplit] = useState(loadSplit);
  const box = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const commit = useCallback((v: number) => {
    const c = clampSplit(v);
    setSplit(c);
    saveSplit(c);
  }, []);
  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    e.currentTarget.setPointerCapture(e.pointerId);
    document.body.classList.add('split-dragging');
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const r = box.current?.getBoundingClientRect();
    if (!dragging.current || !r || r.width === 0) return;
    setSplit(clampSplit(((e.clientX - r.left) / r.width) * 100));
  };
  const onPointerUp = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    e.currentTarget.releasePointerCapture(e.pointerId);
    document.body.classList.remove('split-dragging');
    commit(split);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'ArrowLeft') commit(split - KEY_STEP);
    else if (e.key === 'ArrowRight') commit(split + KEY_STEP);
    else return;
    e.preventDefault();
  };

  return (
    // One tree at every width (only classes change), so crossing 992 px keeps the editor's state.
    <div className={mobile ? 'split split-stacked' : 'split'} ref={box} data-testid="problem-split">
      <div
        className="split-pane split-left"
        style={mobile ? undefined : { width: `${split}%` }}
        data-testid="split-left"
      >
        {left}
      </div>
      <div
        className="split-handle"
        role="separator"
        aria-orientation="vertical"
        aria-label={t('Problem_Split_Handle')}
        aria-valuemin={SPLIT_MIN}
        aria-valuemax={SPLIT_MAX}
        aria-valuenow={split}
        tabIndex={mobile ? -1 : 0}
        hidden={mobile}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onDoubleClick={() => commit(50)}
        onKeyDown={onKeyDown}
        data-testid="split-handle"
      />
      <div className="split-pane split-right" data-testid="split-right">
        {right}
      </div>
    </div>
  );
}
