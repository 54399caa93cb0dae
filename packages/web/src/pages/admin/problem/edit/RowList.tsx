// The editor's lists edited row by row (examples, extra files, typed test cases): each row is
// patched or removed in place.
import type { ReactNode } from 'react';
import { Button, Col, Input, Row } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

/** The list with row `i` changed by `p`. */
export const patchAt = <T,>(list: T[], i: number, p: Partial<T>): T[] =>
  list.map((x, j) => (j === i ? { ...x, ...p } : x));
/** The list without row `i`. */
export const removeAt = <T,>(list: T[], i: number): T[] => list.filter((_, j) => j !== i);

export function DeleteRowButton({ onClick }: { onClick: () => void }) {
  return <Button danger icon={<DeleteOutlined />} onClick={onClick} />;
}

export interface RowTools<T> {
  patch: (p: Partial<T>) => void;
  remove: () => void;
}

/**
 * One antd row per item. `render` gives the row's columns; with `deleteSpan` a last column holds
 * the delete button (otherwise `render` places it with `remove`).
 */
export default function RowList<T>({
  value,
  onChange,
  render,
  deleteSpan,
  align,
}: {
  value: T[];
  onChange: (v: T[]) => void;
  render: (item: T, i: number, tools: RowTools<T>) => ReactNode;
  deleteSpan?: { xs: number; md: number };
  align?: 'top';
}) {
  return (
    <>
      {value.map((item, i) => {
        const remove = () => onChange(removeAt(value, i));
        return (
          <Row gutter={8} key={i} style={{ marginBottom: 8 }} align={align}>
            {render(item, i, { patch: (p) => onChange(patchAt(value, i, p)), remove })}
            {deleteSpan && (
              <Col {...deleteSpan}>
                <DeleteRowButton onClick={remove} />
              </Col>
            )}
          </Row>
        );
      })}
    </>
  );
}

export type ColSpan = { xs: number; md: number };

/** A row's text fields as text areas side by side, one column each. */
export function TextAreaCols<T>({
  item,
  patch,
  cols,
}: {
  item: T;
  patch: (p: Partial<T>) => void;
  cols: { key: keyof T & string; placeholder: string; span: ColSpan; testId?: string }[];
}) {
  return (
    <>
      {cols.map((c) => (
        <Col key={c.key} {...c.span}>
          <Input.TextArea
            rows={3}
            placeholder={c.placeholder}
            value={String(item[c.key] ?? '')}
            onChange={(e) => patch({ [c.key]: e.target.value } as Partial<T>)}
            data-testid={c.testId}
          />
        </Col>
      ))}
    </>
  );
}
