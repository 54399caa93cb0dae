// The training list (site.md §2, §7; hoj-ui "Trainings"): a filter card (search, auth, category
// tags in their colours) and the table: id, title, auth, category, the signed-in user's progress,
// number of problems, author, last update; 15 a page. Filters live in the URL (keyword,
// categoryId, auth, currentPage) so a list can be shared and reloaded.
import { useSearchParams } from 'react-router';
import { Card, Input, Space, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, TrainingAuth } from '@judge/shared';
import { getTrainingCategories, getTrainingList } from '../../api/training';
import { useSession } from '../../stores/session';
import TrainingTable from './TrainingTable';
import './training.css';

export default function TrainingList() {
  const { t } = useTranslation();
  const { isAuthenticated } = useSession();
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const categoryId = params.get('categoryId') ? Number(params.get('categoryId')) : undefined;
  const auth = params.get('auth') ?? '';
  const currentPage = Math.max(1, Number(params.get('currentPage')) || 1);
  const setQuery = (next: Record<string, string | number | undefined>) => {
    const merged = { keyword, categoryId, auth, currentPage: 1, ...next };
    const out = new URLSearchParams();
    for (const [k, v] of Object.entries(merged))
      if (v !== undefined && v !== '' && !(k === 'currentPage' && v === 1)) out.set(k, String(v));
    setParams(out);
  };

  const categories = useQuery({ queryKey: ['training', 'categories'], queryFn: getTrainingCategories });
  const list = useQuery({
    queryKey: ['trainings', keyword, categoryId, auth, currentPage, isAuthenticated],
    queryFn: () =>
      getTrainingList({
        currentPage,
        limit: PAGE_SIZES.trainings,
        keyword: keyword || undefined,
        categoryId,
        auth: auth || undefined,
      }),
    placeholderData: keepPreviousData,
  });

  const authChoices = [
    { value: '', label: t('All') },
    { value: TrainingAuth.PUBLIC, label: t('Training_Public') },
    { value: TrainingAuth.PRIVATE, label: t('Training_Private') },
  ];

  return (
    <div className="training-list-page" data-testid="training-list">
      <Card>
        <div className="training-filter">
          <h1 className="panel-title">{t('Training_List')}</h1>
          <Input.Search
            allowClear
            defaultValue={keyword}
            placeholder={t('Search_Training')}
            style={{ maxWidth: 320 }}
            onSearch={(v) => setQuery({ keyword: v.trim() || undefined })}
            data-testid="training-search"
          />
        </div>
        <div className="training-filter-row">
          <span className="training-filter-label">{t('Training_Auth')}:</span>
          <Space size={[4, 8]} wrap>
            {authChoices.map((a) => (
              <Tag.CheckableTag
                key={a.value}
                checked={auth === a.value}
                onChange={() => setQuery({ auth: a.value || undefined })}
              >
                {a.label}
              </Tag.CheckableTag>
            ))}
          </Space>
        </div>
        <div className="training-filter-row">
          <span className="training-filter-label">{t('Training_Category')}:</span>
          <Space size={[4, 8]} wrap>
            <Tag.CheckableTag
              checked={categoryId === undefined}
              onChange={() => setQuery({ categoryId: undefined })}
            >
              {t('All')}
            </Tag.CheckableTag>
            {(categories.data ?? []).map((c) => {
              const on = categoryId === c.id;
              return (
                <Tag
                  key={c.id}
                  className="training-category-choice"
                  color={on ? c.color : undefined}
                  style={on ? undefined : { color: c.color, borderColor: c.color, background: 'transparent' }}
                  onClick={() => setQuery({ categoryId: on ? undefined : c.id })}
                  data-testid={`training-category-${c.id}`}
                >
                  {c.name}
                </Tag>
              );
            })}
          </Space>
        </div>
      </Card>
      <Card>
        <TrainingTable
          records={list.data?.records ?? []}
          loading={list.isFetching}
          total={list.data?.total ?? 0}
          currentPage={currentPage}
          pageSize={PAGE_SIZES.trainings}
          onPage={(p) => setQuery({ currentPage: p })}
          pathOf={(r) => `/training/${r.id}`}
        />
      </Card>
    </div>
  );
}
