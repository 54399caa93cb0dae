// Scroll board tab (site.md §2, §4, §9): the configuration before the ceremony (remove stars,
// medal counts by proportion or by number, a confirmation before the end) opening
// /scrollBoard?cid=…&removeStar=…&medals[]=…. The exports live on the rank tab (ContestExports), for
// OI contests too.
import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Form, InputNumber, Modal, Radio, Space } from 'antd';
import { PlayCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ContestStatus } from '@judge/shared';
import { MEDAL_DEFAULT_PERCENT } from '@judge/shared/schemas/contest-ops';
import { useContest } from '../../../components/contest/context';

export default function ContestScrollBoardSetup() {
  const { t } = useTranslation();
  const { cid, contest, status } = useContest();
  const [removeStar, setRemoveStar] = useState(true);
  const [mode, setMode] = useState<'percent' | 'number'>('percent');
  const [medals, setMedals] = useState<number[]>([...MEDAL_DEFAULT_PERCENT]);
  const sealed = contest.sealRank;

  const open = () => {
    const q = new URLSearchParams({ cid: String(cid), removeStar: String(removeStar), mode });
    for (const m of medals) q.append('medals[]', String(m));
    const go = () => window.open(`/scrollBoard?${q.toString()}`, '_blank');
    if (status !== ContestStatus.ENDED)
      Modal.confirm({ title: t('Scroll_Board'), content: t('Contest_Non_Ended_But_Want_to_Scroll_Board'), onOk: go, okText: t('OK'), cancelText: t('Cancel') });
    else go();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small" title={t('Scroll_Board')} data-testid="scroll-board-setup">
        {!sealed && <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('Ops_Scroll_Needs_Seal')} />}
        <Form layout="vertical" style={{ maxWidth: 520 }}>
          <Form.Item>
            <Checkbox checked={removeStar} onChange={(e) => setRemoveStar(e.target.checked)}>
              {t('Ops_Remove_Star')}
            </Checkbox>
          </Form.Item>
          <Form.Item label={t('Ops_Medal_Mode')}>
            <Radio.Group
              value={mode}
              onChange={(e) => {
                setMode(e.target.value);
                setMedals(e.target.value === 'percent' ? [...MEDAL_DEFAULT_PERCENT] : [1, 2, 3]);
              }}
              options={[
                { value: 'percent', label: t('Ops_Medal_By_Percent') },
                { value: 'number', label: t('Ops_Medal_By_Number') },
              ]}
            />
          </Form.Item>
          <Space wrap>
            {(['Gold', 'Silver', 'Bronze'] as const).map((name, i) => (
              <Form.Item key={name} label={t(name)}>
                <InputNumber
                  min={0}
                  max={mode === 'percent' ? 100 : 10000}
                  value={medals[i]}
                  addonAfter={mode === 'percent' ? '%' : undefined}
                  onChange={(v) => setMedals((m) => m.map((x, j) => (j === i ? Number(v ?? 0) : x)))}
                />
              </Form.Item>
            ))}
          </Space>
          <Button type="primary" icon={<PlayCircleOutlined />} disabled={!sealed} onClick={open} data-testid="scroll-board-open">
            {t('Ops_Start_Scroll_Board')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
