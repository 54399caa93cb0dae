// Training categories in the back office (hoj-api-paths §1.7): name and colour; create, edit in
// place, delete (its trainings stay, without a category). Root and problem admins only.
import { useState } from 'react';
import { Button, Card, ColorPicker, Empty, Input, Popconfirm, Space, Table, Tag } from 'antd';
import { DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canManageTrainingCategories } from '@judge/shared';
import { checkTrainingCategory, TRAINING_LIMITS } from '@judge/shared/schemas/training';
import {
  addTrainingCategory,
  deleteTrainingCategory,
  getTrainingCategories,
  updateTrainingCategory,
  type TrainingCategoryVO,
} from '../../../api/training';
import { useSession } from '../../../stores/session';
import { toast } from '../../../utils/feedback';
import { AddButton } from '../../../components/admin/AdminList';
import { actionColumn } from '../../../components/actionColumn';

interface Draft {
  id: number | null;
  name: string;
  color: string;
}
const DEFAULT_COLOR = '#409EFF';

export default function CategoryAdmin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { actor } = useSession();
  const mayEdit = canManageTrainingCategories(actor);
  const [draft, setDraft] = useState<Draft | null>(null);
  const list = useQuery({ queryKey: ['training', 'categories'], queryFn: getTrainingCategories });

  const save = async () => {
    if (!draft) return;
    const check = checkTrainingCategory(draft);
    if (!check.ok) {
      toast.error(t(check.issue.key, check.issue.params));
      return;
    }
    try {
      if (draft.id == null) await addTrainingCategory({ name: check.value.name, color: check.value.color });
      else await updateTrainingCategory({ id: draft.id, name: check.value.name, color: check.value.color });
      toast.success(t(draft.id == null ? 'Create_Successfully' : 'Update_Successfully'));
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: ['training', 'categories'] });
    } catch {
      /* the HTTP client showed the server's message */
    }
  };
  const remove = async (c: TrainingCategoryVO) => {
    try {
      await deleteTrainingCategory(c.id);
      toast.success(t('Delete_successfully'));
      await queryClient.invalidateQueries({ queryKey: ['training', 'categories'] });
    } catch {
      /* the HTTP client showed the server's message */
    }
  };

  const editor = draft && (
    <Space wrap style={{ marginBottom: 12 }} data-testid="category-editor">
      <Input
        placeholder={t('Category_Name')}
        maxLength={TRAINING_LIMITS.categoryName}
        value={draft.name}
        onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        style={{ width: 220 }}
        data-testid="category-name"
      />
      <ColorPicker
        value={draft.color}
        format="hex"
        showText
        onChange={(c) => setDraft({ ...draft, color: c.toHexString() })}
      />
      <Button type="primary" icon={<SaveOutlined />} onClick={() => void save()} data-testid="category-save">
        {t('Save')}
      </Button>
      <Button onClick={() => setDraft(null)}>{t('Cancel')}</Button>
    </Space>
  );

  return (
    <Card
      title={<span className="panel-title">{t('Admin_Category')}</span>}
      extra={
        mayEdit && (
          <AddButton
            onClick={() => setDraft({ id: null, name: '', color: DEFAULT_COLOR })}
            data-testid="category-create"
          >
            {t('Create')}
          </AddButton>
        )
      }
    >
      {editor}
      <Table<TrainingCategoryVO>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data ?? []}
        pagination={false}
        locale={{ emptyText: <Empty description={t('No_Category')} /> }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: t('Category_Name'),
            dataIndex: 'name',
            render: (v: string, c) => <Tag color={c.color}>{v}</Tag>,
          },
          { title: t('Category_Color'), dataIndex: 'color', width: 140 },
          actionColumn(
            t,
            (c) =>
              mayEdit && (
                <Space size={4}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setDraft({ id: c.id, name: c.name, color: c.color })}
                  />
                  <Popconfirm
                    title={t('Delete_Category_Tips')}
                    okText={t('OK')}
                    cancelText={t('Cancel')}
                    onConfirm={() => remove(c)}
                  >
                    <Button size="small" danger icon={<DeleteOutlined />} />
                  </Popconfirm>
                </Space>
              ),
            110,
          ),
        ]}
      />
    </Card>
  );
}
