import type { SeedTreeNode } from './seedTypes';

/** Region tree (fictional places): Rheinau valley for "rb", Lahntal for "la". */
export const seedRegions: SeedTreeNode[] = [
  { id: 1, parentId: null, label: 'Rheinau-Tal' },
  { id: 10, parentId: 1, label: 'Rheinau' },
  { id: 101, parentId: 10, label: 'Rheinau-Altstadt' },
  { id: 102, parentId: 10, label: 'Rheinau-Nordhafen' },
  { id: 103, parentId: 10, label: 'Rheinau-Lindenhof' },
  { id: 11, parentId: 1, label: 'Auenfeld' },
  { id: 12, parentId: 1, label: 'Kesselbach' },
  { id: 13, parentId: 1, label: 'Weidenau' },
  { id: 14, parentId: 1, label: 'Burgstetten' },
  { id: 2, parentId: null, label: 'Lahntal' },
  { id: 20, parentId: 2, label: 'Lahnfels' },
  { id: 201, parentId: 20, label: 'Lahnfels-Schlossberg' },
  { id: 202, parentId: 20, label: 'Lahnfels-Bahnhofsviertel' },
  { id: 21, parentId: 2, label: 'Ebersroth' },
  { id: 22, parentId: 2, label: 'Grauenstein' },
  { id: 23, parentId: 2, label: 'Waldbrunnen' },
  { id: 24, parentId: 2, label: 'Oberhain' },
];
