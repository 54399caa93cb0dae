import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Slider } from 'antd';
import { AVATAR_CROP_SIZE } from '../../constants';

/** Visible stage around the fixed 200×200 crop box. */
const STAGE = 300;
const BOX = AVATAR_CROP_SIZE;
const INSET = (STAGE - BOX) / 2;

export interface CropState {
  /** image scale (CSS px per image px) */
  scale: number;
  /** image top-left on the stage */
  x: number;
  y: number;
}

/** Scale so that the image covers the crop box, centred. */
export function initialCrop(w: number, h: number): CropState {
  const scale = BOX / Math.min(w, h);
  return { scale, x: (STAGE - w * scale) / 2, y: (STAGE - h * scale) / 2 };
}

/** Keep the crop box covered by the image. */
export function clampCrop(c: CropState, w: number, h: number): CropState {
  const minX = INSET + BOX - w * c.scale;
  const minY = INSET + BOX - h * c.scale;
  return { ...c, x: Math.min(INSET, Math.max(minX, c.x)), y: Math.min(INSET, Math.max(minY, c.y)) };
}

/** Draw the part of the image under the crop box into a 200×200 PNG. */
export function cropToPng(img: HTMLImageElement, c: CropState): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = BOX;
  canvas.height = BOX;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('canvas'));
  const sx = (INSET - c.x) / c.scale;
  const sy = (INSET - c.y) / c.scale;
  const side = BOX / c.scale;
  ctx.drawImage(img, sx, sy, side, side, 0, 0, BOX, BOX);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('png'))), 'image/png'),
  );
}

/** A small cropper: drag the picture, zoom with the slider; the square in the middle is the result. */
export default function AvatarCropper({
  src,
  onChange,
}: {
  src: string;
  onChange: (img: HTMLImageElement, crop: CropState) => void;
}) {
  const imgRef = useRef<HTMLImageElement | null>(null);
  const [size, setSize] = useState<{ w: number; h: number } | null>(null);
  const [crop, setCrop] = useState<CropState>({ scale: 1, x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const drag = useRef<{ px: number; py: number; x: number; y: number } | null>(null);

  useEffect(() => {
    const img = new Image();
    img.onload = () => {
      imgRef.current = img;
      const c = initialCrop(img.naturalWidth, img.naturalHeight);
      setSize({ w: img.naturalWidth, h: img.naturalHeight });
      setCrop(c);
      setZoom(1);
      onChange(img, c);
    };
    img.src = src;
  }, [src]);

  const update = (c: CropState) => {
    if (!size || !imgRef.current) return;
    const next = clampCrop(c, size.w, size.h);
    setCrop(next);
    onChange(imgRef.current, next);
  };

  const onZoom = (z: number) => {
    if (!size) return;
    const base = initialCrop(size.w, size.h).scale;
    const scale = base * z;
    // zoom around the centre of the stage
    const cx = (STAGE / 2 - crop.x) / crop.scale;
    const cy = (STAGE / 2 - crop.y) / crop.scale;
    setZoom(z);
    update({ scale, x: STAGE / 2 - cx * scale, y: STAGE / 2 - cy * scale });
  };

  const down = (e: PointerEvent<HTMLDivElement>) => {
    (e.target as HTMLElement).setPointerCapture?.(e.pointerId);
    drag.current = { px: e.clientX, py: e.clientY, x: crop.x, y: crop.y };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    update({
      ...crop,
      x: drag.current.x + e.clientX - drag.current.px,
      y: drag.current.y + e.clientY - drag.current.py,
    });
  };
  const up = () => {
    drag.current = null;
  };

  return (
    <div className="avatar-cropper" data-testid="avatar-cropper">
      <div
        className="avatar-cropper-stage"
        style={{ width: STAGE, height: STAGE }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      >
        {size && (
          <img
            src={src}
            alt=""
            draggable={false}
            style={{
              position: 'absolute',
              left: crop.x,
              top: crop.y,
              width: size.w * crop.scale,
              height: size.h * crop.scale,
            }}
          />
        )}
        <div className="avatar-cropper-box" style={{ left: INSET, top: INSET, width: BOX, height: BOX }} />
      </div>
      <Slider min={1} max={4} step={0.05} value={zoom} onChange={onZoom} style={{ width: STAGE }} />
    </div>
  );
}
