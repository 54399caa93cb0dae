// Edit and delete buttons of a back-office table row, and the dialog that edits a row.
import type { ReactNode } from 'react';
import { Button, Form, Modal, Popconfirm, Space, type FormInstance, type ModalProps } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { toast } from '../../utils/feedback';

/** Edit at once; delete after a confirmation, then say so and let the caller refresh. */
export function RowActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return (
    <Space>
      <Button size="small" icon={<EditOutlined />} onClick={onEdit} />
      <Popconfirm
        title={t('Delete_Confirm')}
        okText={t('OK')}
        cancelText={t('Cancel')}
        onConfirm={async () => {
          await onDelete();
          toast.success(t('Delete_successfully'));
        }}
      >
        <Button size="small" danger icon={<DeleteOutlined />} />
      </Popconfirm>
    </Space>
  );
}

/** The table column holding each row's actions. */
export function actionsColumn<T>(
  title: string,
  onEdit: (row: T) => void,
  onDelete: (row: T) => Promise<unknown>,
) {
  return {
    title,
    key: 'op',
    width: 110,
    render: (_: unknown, row: T) => <RowActions onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
  };
}

/** The add / edit dialog of a row and its form; both stay mounted so the form instance is always bound. */
export function EditDialog<V>({
  form,
  formName,
  children,
  ...modal
}: Pick<ModalProps, 'open' | 'title' | 'onOk' | 'onCancel'> & {
  form: FormInstance<V>;
  formName: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal {...modal} okText={t('OK')} cancelText={t('Cancel')} forceRender>
      <Form form={form} name={formName} layout="vertical">
        {children}
      </Form>
    </Modal>
  );
}
