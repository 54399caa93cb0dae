// Edit and delete buttons of a back-office table row, and the dialog that edits a row.
import { useState, type ReactNode } from 'react';
import { Button, Form, Modal, Popconfirm, Space, type FormInstance, type ModalProps } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../../utils/feedback';
import { actionColumn } from '../actionColumn';

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

/** The "Option" column holding each row's edit and delete buttons. */
export function actionsColumn<T>(
  t: TFunction,
  onEdit: (row: T) => void,
  onDelete: (row: T) => Promise<unknown>,
) {
  return actionColumn<T>(
    t,
    (row) => <RowActions onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
    110,
  );
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

/**
 * The state of a row's add / edit dialog: which row is open (0 for a new one), its form, and the
 * save that writes it, says so, closes the dialog and refreshes the list.
 */
export function useRowEditor<R extends { id: number }, V>({
  toForm,
  onSaved,
  created = 'Create_Successfully',
}: {
  /** The form's values for a row, or for a new one (null). */
  toForm: (row: R | null) => V;
  onSaved: () => Promise<unknown>;
  /** The i18n key said after adding a row. */
  created?: string;
}) {
  const { t } = useTranslation();
  /** null: closed; 0: a new row; else the id being edited. */
  const [editing, setEditing] = useState<number | null>(null);
  const [form] = Form.useForm<V>();
  const close = () => setEditing(null);
  return {
    form,
    editing,
    open: (row: R | null) => {
      setEditing(row ? row.id : 0);
      form.setFieldsValue(toForm(row) as Parameters<typeof form.setFieldsValue>[0]);
    },
    values: () => form.getFieldsValue(true) as V,
    /** Writes the open row (`id` 0: a new one); a failure was shown by the HTTP client. */
    save: async (write: (id: number) => Promise<unknown>) => {
      try {
        await write(editing ?? 0);
        toast.success(t(editing ? 'Update_Successfully' : created));
        setEditing(null);
        await onSaved();
      } catch {
        /* shown by the HTTP client */
      }
    },
    /** The EditDialog's form, open state and cancel. */
    dialog: { form, open: editing !== null, onCancel: close },
  };
}
