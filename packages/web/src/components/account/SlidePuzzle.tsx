import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Spin } from 'antd';
import { ArrowRightOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SLIDE_PUZZLE } from '../../constants';
import { toast } from '../../utils/feedback';
import type { SlidePuzzle as Puzzle } from '../../api/account';

/** A slide faster than this (ms) looks like a machine (the 'speed too fast' message). */
const MIN_HUMAN_SLIDE_MS = 150;

/**
 * Slide-to-verify (325×100 puzzle, 42 px piece). The server issues the puzzle and checks the
 * position; this only reports where the piece was released.
 */
export default function SlidePuzzle({
  puzzle,
  loading,
  onRefresh,
  onSlid,
}: {
  puzzle: Puzzle | null;
  loading?: boolean;
  onRefresh: () => void;
  onSlid: (x: number, durationMs: number) => void;
}) {
  const { t } = useTranslation();
  const width = puzzle?.width ?? SLIDE_PUZZLE.width;
  const height = puzzle?.height ?? SLIDE_PUZZLE.height;
  const piece = SLIDE_PUZZLE.pieceSize;
  const max = width - piece;
  const [x, setX] = useState(0);
  const drag = useRef<{ startX: number; startT: number } | null>(null);

  useEffect(() => setX(0), [puzzle]);

  const down = (e: PointerEvent<HTMLDivElement>) => {
    (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
    drag.current = { startX: e.clientX, startT: Date.now() };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    setX(Math.min(max, Math.max(0, e.clientX - drag.current.startX)));
  };
  const up = () => {
    if (!drag.current) return;
    const took = Date.now() - drag.current.startT;
    drag.current = null;
    if (took < MIN_HUMAN_SLIDE_MS) {
      toast.warning(t('Guess_robot'));
      setX(0);
      onRefresh();
      return;
    }
    onSlid(Math.round(x), took);
  };

  return (
    <div className="slide-puzzle" style={{ width }} data-testid="slide-puzzle">
      <div className="slide-puzzle-image" style={{ width, height }}>
        {loading || !puzzle ? (
          <Spin />
        ) : (
          <>
            <img src={puzzle.img} width={width} height={height} alt="" draggable={false} />
            {puzzle.pieceImg && (
              <img
                src={puzzle.pieceImg}
                className="slide-puzzle-piece"
                style={{ left: x, top: puzzle.y, width: piece, height: piece }}
                alt=""
                draggable={false}
              />
            )}
          </>
        )}
        <ReloadOutlined className="slide-puzzle-refresh" onClick={onRefresh} aria-label="refresh" />
      </div>
      <div className="slide-puzzle-track">
        <span className="slide-puzzle-tip">{t('Slide_Verify')}</span>
        <div className="slide-puzzle-fill" style={{ width: x + piece }} />
        <div
          className="slide-puzzle-handle"
          style={{ left: x }}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          role="slider"
          aria-valuenow={x}
          aria-valuemin={0}
          aria-valuemax={max}
          data-testid="slide-handle"
        >
          <ArrowRightOutlined />
        </div>
      </div>
    </div>
  );
}
