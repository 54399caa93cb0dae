// Problem list /problem (site.md §2): query in the URL, banks by role, difficulty, tags, random pick.
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Card, Checkbox, Col, Input, Row, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ReloadOutlined, RetweetOutlined, TagsOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_TAG_COLOR,
  DIFFICULTIES,
  PAGE_SIZES,
  PROBLEM_BANK_LABELS,
  visibleProblemBanks,
  type ProblemBankValue,
} from '@judge/shared';
import { getRandomProblem, getUserProblemStatus, type ProblemRow, type TagVO } from '../../api/problem';
import { useSession } from '../../stores/session';
import { toast } from '../../utils/feedback';
import { useUrlList } from '../../utils/useUrlList';
import { usePageGutter } from '../../utils/useIsMobile';
import { parseTagParam, problemListArgs, problemListQuery } from './listQuery';
import { DifficultyTag, SolvedIcon, useBilingual } from './common';
import { AcRateBar } from './AcRateBar';
import RemoteBankTags from '../../components/remote/RemoteBankTags';
import '../../components/solving/solving.css';

// The tag dialog (tabs, its own query) loads the first time it opens, not with the list.
const TagDialog = lazy(() => import('./TagDialog'));

export default function ProblemList() {
  const { t } = useTranslation();
  const gutter = usePageGutter(20, 20);
  const label = useBilingual();
  const navigate = useNavigate();
  const { user, actor, isAuthenticated } = useSession();
  const { params, setParams, update, pagination } = useUrlList(PAGE_SIZES.problems);
  const [showTags, setShowTags] = useState(false);
  const [tagDialog, setTagDialog] = useState(false);
  // mounted from its first opening on, so that it closes with its animation
  const [tagDialogWanted, setTagDialogWanted] = useState(false);
  if (tagDialog && !tagDialogWanted) setTagDialogWanted(true);
  const [tagNames, setTagNames] = useState<Record<number, TagVO>>({});

  const query = problemListArgs(params);
  const keyword = query.keyword ?? '';
  const difficulty = params.get('difficulty');
  const oj = query.oj;
  const tagIds = parseTagParam(params.get('tagId'));
  const banks = visibleProblemBanks(actor) as ProblemBankValue[];

  const list = useQuery(problemListQuery(query));
  const pids = useMemo(() => (list.data?.records ?? []).map((r) => r.pid), [list.data]);
  const status = useQuery({
    queryKey: ['user-problem-status', pids, user?.uid],
    queryFn: () => getUserProblemStatus(pids),
    enabled: isAuthenticated && pids.length > 0,
  });

  const toggleTag = useCallback(
    (tag: TagVO) => {
      setTagNames((m) => ({ ...m, [tag.id]: tag }));
      const next = tagIds.includes(tag.id) ? tagIds.filter((x) => x !== tag.id) : [...tagIds, tag.id];
      update({ tagId: next.length ? JSON.stringify(next) : null });
    },
    [tagIds, update],
  );

  async function pickRandom() {
    const r = await getRandomProblem();
    toast.success(t('Good_luck_to_you'));
    navigate(`/problem/${encodeURIComponent(r.problemId)}`);
  }

  const columns: ColumnsType<ProblemRow> = [
    ...(isAuthenticated
      ? [
          {
            key: 'status',
            width: 50,
            align: 'center' as const,
            render: (_: unknown, r: ProblemRow) => (
              <SolvedIcon status={status.data?.[String(r.pid)]?.status} />
            ),
          },
        ]
      : []),
    { title: t('Problem_ID'), dataIndex: 'problemId', width: 150 },
    {
      title: t('Problem'),
      dataIndex: 'title',
      render: (title: string, r) => (
        <Link to={`/problem/${encodeURIComponent(r.problemId)}`} className="title-link">
          {title}
        </Link>
      ),
    },
    {
      title: t('Problem_Level'),
      dataIndex: 'difficulty',
      width: 150,
      render: (d: number) => <DifficultyTag value={d} />,
    },
    ...(showTags
      ? [
          {
            title: t('Problem_Tags'),
            key: 'tags',
            render: (_: unknown, r: ProblemRow) => (
              <Space size={4} wrap>
                {r.tags.map((tag) => (
                  <Tag
                    key={tag.id}
                    color={tag.color || DEFAULT_TAG_COLOR}
                    style={{ cursor: 'pointer' }}
                    onClick={() => toggleTag(tag)}
                  >
                    {tag.name}
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]
      : []),
    { title: t('Problem_Total'), dataIndex: 'total', width: 90 },
    {
      title: t('Problem_AC_Rate'),
      key: 'rate',
      width: 170,
      render: (_: unknown, r) => <AcRateBar ac={r.ac} total={r.total} />,
    },
  ];

  return (
    <Row gutter={gutter} className="problem-list-page" data-testid="problem-list">
      <Col xs={24}>
        <Card>
          <div className="solving-card-header">
            <h1 className="panel-title">{t('Problem_List')}</h1>
            <Space wrap>
              <Input.Search
                allowClear
                defaultValue={keyword}
                key={keyword}
                placeholder={t('Problem_Search_Keyword')}
                onSearch={(v) => update({ keyword: v.trim() })}
                style={{ width: 240 }}
                data-testid="problem-search"
              />
              <Checkbox checked={showTags} onChange={(e) => setShowTags(e.target.checked)}>
                {t('Problem_Show_Tags')}
              </Checkbox>
              <Button icon={<TagsOutlined />} onClick={() => setTagDialog(true)}>
                {t('Problem_Tags')}
              </Button>
              <Button icon={<RetweetOutlined />} onClick={() => void pickRandom()} data-testid="pick-random">
                {t('Problem_Pick_Random')}
              </Button>
              <Button
                shape="round"
                icon={<ReloadOutlined />}
                onClick={() => setParams(new URLSearchParams())}
              >
                {t('Problem_Reset')}
              </Button>
            </Space>
          </div>
          <div className="filter-row">
            <span className="filter-label">{t('Problem_Bank')}</span>
            {banks.map((b) => (
              <Tag.CheckableTag
                key={b}
                checked={oj === b}
                onChange={() => update({ oj: b === 'Mine' ? null : b })}
              >
                {label(PROBLEM_BANK_LABELS[b])}
              </Tag.CheckableTag>
            ))}
            <RemoteBankTags current={oj} onPick={(k) => update({ oj: k })} />
          </div>
          <div className="filter-row">
            <span className="filter-label">{t('Problem_Level')}</span>
            <Tag.CheckableTag checked={difficulty === null} onChange={() => update({ difficulty: null })}>
              {t('Problem_All')}
            </Tag.CheckableTag>
            {DIFFICULTIES.map((d) => (
              <Tag.CheckableTag
                key={d.value}
                checked={difficulty === String(d.value)}
                onChange={() => update({ difficulty: d.value })}
                style={difficulty === String(d.value) ? { background: d.color } : undefined}
              >
                {label(d.label)}
              </Tag.CheckableTag>
            ))}
          </div>
          {tagIds.length > 0 && (
            <div className="filter-row">
              <span className="filter-label">{t('Problem_Tags')}</span>
              {tagIds.map((id) => (
                <Tag
                  key={id}
                  closable
                  color={tagNames[id]?.color || DEFAULT_TAG_COLOR}
                  onClose={() => toggleTag(tagNames[id] ?? { id, name: String(id), color: null })}
                >
                  {tagNames[id]?.name ?? `#${id}`}
                </Tag>
              ))}
            </div>
          )}
          <Table
            rowKey="pid"
            size="middle"
            loading={list.isLoading}
            columns={columns}
            dataSource={list.data?.records ?? []}
            scroll={{ x: 700 }}
            pagination={pagination(list.data?.total ?? 0)}
          />
        </Card>
      </Col>
      {tagDialogWanted && (
        <Suspense fallback={null}>
          <TagDialog
            open={tagDialog}
            oj={oj}
            selected={tagIds}
            onClose={() => setTagDialog(false)}
            onPick={toggleTag}
          />
        </Suspense>
      )}
    </Row>
  );
}
