import type { Menu, MenuTreeRow } from '@ews/contract';
import { MenuType, Status } from '@ews/contract/enums';
import { menuSaveSchema } from '@ews/contract/schemas/menus';
import { Col, Form, Input, Radio, Row, Switch, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordFormModal } from '../../../components/RecordFormModal.tsx';
import { enabledOptions } from '../../../components/domain/labels.tsx';
import type { FormValuesOf } from '../../../hooks/resource.ts';
import { useRecordForm } from '../../../hooks/useRecordForm.ts';
import { i18n, titleTranslator } from '../../../locales/index.ts';
import { descendantsOf, indexTree } from '../../../utils/menu-tree.ts';
import { menuResource } from '../../resources.ts';
import { IconPicker } from './IconPicker.tsx';
import { NumberInput } from '../../../components/NumberInput.tsx';

type MenuFormValues = FormValuesOf<typeof menuResource>;

/** What is usually added below a parent: directories at the top, pages in directories, buttons in pages. */
function childType(parentType: number | undefined): number {
  if (parentType === undefined) return MenuType.DIRECTORY;
  return parentType === MenuType.PAGE ? MenuType.BUTTON : MenuType.PAGE;
}

function emptyValues(parentId: number, parentType: number | undefined): MenuFormValues {
  return {
    parentId,
    menuType: childType(parentType),
    name: '',
    metaIcon: '',
    path: '',
    component: '',
    redirect: '',
    perms: '',
    activeMenu: '',
    menuKey: '',
    hidden: false,
    alwaysShow: false,
    affix: false,
    noCache: false,
    breadcrumb: true,
    sort: 0,
    status: Status.ENABLED,
  };
}

/** A button is only a permission: what only routes use is not kept on it. An emptied sort box is the default order. */
const toInput = (values: MenuFormValues) => ({ ...values, ...(values.menuType === MenuType.BUTTON ? BUTTON_CLEARS : {}), sort: values.sort ?? undefined });

const BUTTON_CLEARS = { metaIcon: '', path: '', component: '', redirect: '', activeMenu: '', hidden: false, alwaysShow: false, affix: false, noCache: false };

function findRow(rows: MenuTreeRow[], menuId: number): MenuTreeRow | undefined {
  for (const row of rows) {
    if (row.menuId === menuId) return row;
    const found = findRow(row.children, menuId);
    if (found) return found;
  }
  return undefined;
}

type Translate = (title: string | undefined) => string;

interface ParentNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: ParentNode[];
}

/** Directories and pages as parent choices; the entry itself and its descendants cannot be its parent. */
function parentNodes(rows: MenuTreeRow[], translate: Translate, excluded: Set<number>): ParentNode[] {
  return rows
    .filter((row) => row.menuType !== MenuType.BUTTON)
    .map((row) => {
      const children = parentNodes(row.children, translate, excluded);
      return {
        value: row.menuId,
        title: translate(row.name),
        ...(excluded.has(row.menuId) ? { disabled: true } : {}),
        ...(children.length > 0 ? { children } : {}),
      };
    });
}

interface MenuFormModalProps {
  /** The entry to edit; none to add one below `parentId`. */
  menuId?: number | undefined;
  parentId?: number | undefined;
  /** The whole menu tree, for the parent picker. */
  rows: MenuTreeRow[];
  onClose(): void;
  onSaved(menu: Menu): void;
}

/** Adds or edits one menu entry (menu/saveMenu), validated with the contract's menuSaveSchema. */
export function MenuFormModal({ menuId, parentId = 0, rows, onClose, onSaved }: MenuFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MenuFormValues>();
  const [initialValues] = useState(() => emptyValues(parentId, findRow(rows, parentId)?.menuType));
  const editor = useRecordForm(menuResource, {
    id: menuId,
    form,
    schema: menuSaveSchema,
    initialValues,
    toInput,
    savedText: () => t('common.saved'),
    onSaved,
    // Could not be loaded (the wrapper showed why): nothing to edit.
    onMissing: onClose,
  });
  const { adding, rule } = editor;
  const menuType = Form.useWatch('menuType', form) ?? (adding ? initialValues.menuType : undefined);
  const title = Form.useWatch('name', form) ?? '';
  const translate = useMemo(() => titleTranslator(t), [t]);

  const parentTree = useMemo(() => {
    const index = indexTree(rows);
    const excluded = new Set(menuId === undefined ? [] : [menuId, ...descendantsOf(index, menuId)]);
    return [{ value: 0, title: t('menuPage.root'), children: parentNodes(rows, translate, excluded) }];
  }, [rows, menuId, translate, t]);

  const isButton = menuType === MenuType.BUTTON;
  const isPage = menuType === MenuType.PAGE;
  const preview = title.trim() ? (i18n.exists(title.trim()) ? t('menuPage.titlePreview', { title: translate(title.trim()) }) : t('menuPage.titleLiteral')) : t('menuPage.titleHint');
  const flag = (name: keyof MenuFormValues, label: string, hint: string) => (
    <Col xs={12} sm={8}>
      <Form.Item name={name} label={label} valuePropName="checked" tooltip={hint} rules={[rule(name)]}>
        <Switch data-testid={`menu-form-${name}`} />
      </Form.Item>
    </Col>
  );
  /** A text field of half the width, labelled and explained by `menuPage.<name>` and `menuPage.<name>Hint`. */
  const text = (name: keyof MenuFormValues, { maxLength = 255, placeholder, testId = name }: { maxLength?: number; placeholder?: string; testId?: string } = {}) => (
    <Col xs={24} sm={12}>
      <Form.Item name={name} label={t(`menuPage.${name}`)} tooltip={t(`menuPage.${name}Hint`)} rules={[rule(name)]}>
        <Input maxLength={maxLength} placeholder={placeholder} data-testid={`menu-form-${testId}`} />
      </Form.Item>
    </Col>
  );

  return (
    <RecordFormModal prefix="menu" title={t(adding ? 'menuPage.addTitle' : 'menuPage.editTitle')} width={760} editor={editor} onClose={onClose}>
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="parentId" label={t('menuPage.parent')} required rules={[rule('parentId')]}>
            <TreeSelect treeData={parentTree} treeDefaultExpandAll showSearch treeNodeFilterProp="title" data-testid="menu-form-parent" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="menuType" label={t('menuPage.type')} required rules={[rule('menuType')]}>
            <Radio.Group
              data-testid="menu-form-type"
              options={[
                { value: MenuType.DIRECTORY, label: t('menuPage.typeDirectory') },
                { value: MenuType.PAGE, label: t('menuPage.typePage') },
                { value: MenuType.BUTTON, label: t('menuPage.typeButton') },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label={t('menuPage.title')} required rules={[rule('name')]} extra={<span data-testid="menu-form-title-preview">{preview}</span>}>
            <Input maxLength={128} data-testid="menu-form-title" />
          </Form.Item>
        </Col>
        {!isButton && (
          <Col xs={24} sm={12}>
            <Form.Item name="metaIcon" label={t('menuPage.icon')} rules={[rule('metaIcon')]}>
              <IconPicker />
            </Form.Item>
          </Col>
        )}
        {!isButton && text('path')}
        {!isButton && text('component', { placeholder: isPage ? 'system/user' : 'Layout' })}
        {!isButton && text('redirect')}
        {(isPage || isButton) && text('perms', { maxLength: 128, placeholder: 'system:user:add' })}
        {isPage && text('activeMenu', { testId: 'active-menu' })}
        {text('menuKey', { maxLength: 128, testId: 'key' })}
        <Col xs={12} sm={6}>
          <Form.Item name="sort" label={t('menuPage.sort')} rules={[rule('sort')]}>
            <NumberInput min={0} max={9999} precision={0} data-testid="menu-form-sort" />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6}>
          <Form.Item name="status" label={t('common.status')} rules={[rule('status')]}>
            <Radio.Group options={enabledOptions(t)} />
          </Form.Item>
        </Col>
      </Row>
      {!isButton && (
        <Row gutter={16}>
          {flag('hidden', t('menuPage.hidden'), t('menuPage.hiddenHint'))}
          {!isPage && flag('alwaysShow', t('menuPage.alwaysShow'), t('menuPage.alwaysShowHint'))}
          {isPage && flag('affix', t('menuPage.affix'), t('menuPage.affixHint'))}
          {isPage && flag('noCache', t('menuPage.noCache'), t('menuPage.noCacheHint'))}
          {flag('breadcrumb', t('menuPage.breadcrumb'), t('menuPage.breadcrumbHint'))}
        </Row>
      )}
    </RecordFormModal>
  );
}
