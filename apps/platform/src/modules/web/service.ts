import { type ContentPage, type MenuItem, type MenuPage, type Menus, menuNames } from '@club/api-client';
import { toLondonDateTime } from '../../shared/london-time';
import { cacheFor } from '../../shared/ttl-cache';
import type { MenuItemRecord, PageRecord, WebRepo } from './repo';

type MenuPageBase = Omit<MenuPage, 'children'>;

interface TreeNode {
  record: PageRecord;
  parent: TreeNode | null;
  children: TreeNode[];
  nestedLevel: number;
}

/**
 * The published tree from flat records: roots are the nodes without a parent, and a node whose parent
 * is not published is not in the tree (SPEC 4: only Published items are shown).
 */
export function buildTree(records: readonly PageRecord[]): { roots: TreeNode[]; byPath: Map<string, TreeNode> } {
  const childrenOf = new Map<number | null, PageRecord[]>();
  for (const record of records) {
    const siblings = childrenOf.get(record.parentId) ?? [];
    siblings.push(record);
    childrenOf.set(record.parentId, siblings);
  }
  const byPath = new Map<string, TreeNode>();
  const grow = (record: PageRecord, parent: TreeNode | null): TreeNode => {
    const node: TreeNode = { record, parent, children: [], nestedLevel: parent ? parent.nestedLevel + 1 : 0 };
    byPath.set(record.fullPath, node);
    const children = [...(childrenOf.get(record.id) ?? [])].sort((a, b) => a.pageOrder - b.pageOrder || a.id - b.id);
    node.children = children.map((child) => grow(child, node));
    return node;
  };
  const roots = [...(childrenOf.get(null) ?? [])]
    .sort((a, b) => a.pageOrder - b.pageOrder || a.id - b.id)
    .map((record) => grow(record, null));
  return { roots, byPath };
}

function toMenuPageBase(node: TreeNode): MenuPageBase {
  const { record } = node;
  const published = toLondonDateTime(record.publishedAt);
  return {
    postID: record.id,
    postTitle: record.title,
    postStatus: 'Published',
    pageTemplate: record.template,
    savedTimestamp: record.savedAt,
    pageOrder: record.pageOrder,
    pageSlug: record.slug,
    fullPath: record.fullPath,
    publishedDate: published.date,
    publishedTime: published.time,
    nestedLevel: node.nestedLevel,
    postType: record.postType,
    externalUrl: record.postType === 'external' ? record.externalUrl : null,
    newTab: record.newTab,
    childIds: node.children.map((child) => child.record.id),
  };
}

function toMenuPage(node: TreeNode): MenuPage {
  return { ...toMenuPageBase(node), children: node.children.map(toMenuPage) };
}

/** 'tickets/match-tickets' from '/tickets/match-tickets/' and the like. */
export function normalisePath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

function toMenuItem(record: MenuItemRecord): MenuItem {
  return {
    name: record.name,
    slug: record.link,
    icon: record.icon,
    isExternal: record.isExternal,
    customClass: record.customClass,
    newTab: record.newTab,
    ...(record.image === null ? {} : { image: record.image }),
  };
}

export interface WebServiceOptions {
  /**
   * How long the tree and menus are reused before they are read again. They change only with the
   * seed, and every page a site renders asks for them, so the app keeps them as long as it tells
   * browsers to (60 s); 0, the default, reads them every time.
   */
  cacheMs?: number;
}

export function createWebService(repo: WebRepo, { cacheMs = 0 }: WebServiceOptions = {}) {
  const tree = cacheFor(cacheMs, async () => buildTree(await repo.listPublishedPages()));
  const navigation = cacheFor(cacheMs, async () => (await tree()).roots.map(toMenuPage));
  const menus = cacheFor(cacheMs, async () => {
    const records = await repo.listMenuItems();
    const byName = Object.fromEntries(menuNames.map((name) => [name, [] as MenuItem[]])) as Record<
      (typeof menuNames)[number],
      MenuItem[]
    >;
    for (const record of records) byName[record.menu].push(toMenuItem(record));
    return byName;
  });
  return {
    /** Drops the remembered tree and menus: staff changed a page (the platform's read cache says when). */
    forget(): void {
      tree.forget();
      navigation.forget();
      menus.forget();
    },

    /** SPEC 2.2: the published tree, each level in page order. */
    navigation: (): Promise<MenuPage[]> => navigation(),

    /**
     * A content page by its path. Undefined when the path is not in the published tree, or names an
     * external item, which is a link and not a page.
     */
    async page(path: string): Promise<ContentPage | undefined> {
      const { byPath } = await tree();
      const node = byPath.get(normalisePath(path));
      if (!node || node.record.postType !== 'internal') return undefined;
      const content = await repo.findPageContent(node.record.id);
      if (!content) return undefined;
      const ancestors: ContentPage['ancestors'] = [];
      for (let up = node.parent; up; up = up.parent) {
        ancestors.unshift({ postTitle: up.record.title, fullPath: up.record.fullPath });
      }
      return {
        ...toMenuPageBase(node),
        body: content.body,
        summary: content.summary,
        ancestors,
        children: node.children.map(toMenuPageBase),
      };
    },

    /**
     * Where the page that was at `path` before it moved in the studio is now (issue 16), or undefined.
     * A page at `path` itself wins over any redirect (a page added later at an old address), and a
     * redirect only ever leads to a page of the published tree.
     */
    async redirect(path: string): Promise<string | undefined> {
      const { byPath } = await tree();
      const from = normalisePath(path);
      if (byPath.get(from)?.record.postType === 'internal') return undefined;
      const to = await repo.findRedirect(from);
      return to !== undefined && byPath.get(to)?.record.postType === 'internal' ? to : undefined;
    },

    /** SPEC 2.3: every menu, items in order; a menu with no items is an empty list. */
    menus: (): Promise<Menus> => menus(),
  };
}

export type WebService = ReturnType<typeof createWebService>;
