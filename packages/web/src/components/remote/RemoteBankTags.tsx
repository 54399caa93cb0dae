// The remote problem banks of the problem list (hoj-ui §1.6): one tag per site this judge can
// submit to, after the local banks; picking one lists that site's imported problems (oj=<KEY>).
import { Tag } from 'antd';
import { REMOTE_OJS } from '@judge/shared';
import { IMPORTABLE_OJS } from './api';

interface Props {
  current: string;
  onPick: (key: string) => void;
}

export default function RemoteBankTags({ current, onPick }: Props) {
  return (
    <>
      {IMPORTABLE_OJS.map((k) => (
        <Tag.CheckableTag key={k} checked={current.toUpperCase() === k} onChange={() => onPick(k)} data-testid={`bank-${k}`}>
          {REMOTE_OJS.find((o) => o.key === k)?.name ?? k}
        </Tag.CheckableTag>
      ))}
    </>
  );
}
