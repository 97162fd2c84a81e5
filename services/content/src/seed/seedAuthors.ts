import type { SeedAuthor } from './seedTypes';

/** Newsroom of the (fictional) publishing house behind both brands. */
export const seedAuthors: SeedAuthor[] = [
  { id: 1, prename: 'Miriam', surname: 'Klee', shortname: 'mkl' },
  { id: 2, prename: 'Jonas', surname: 'Hartwig', shortname: 'jha' },
  { id: 3, prename: 'Sabine', surname: 'Vogelsang', shortname: 'svo' },
  { id: 4, prename: 'Tobias', surname: 'Reinhardt' },
  { id: 5, prename: 'Aylin', surname: 'Demir', shortname: 'ade' },
  { id: 6, prename: 'Peter', surname: 'Brandstätter', shortname: 'pbr' },
  { id: 7, prename: 'Lena', surname: 'Hofmeister' },
  { id: 8, prename: 'Frank', surname: 'Ostermann', shortname: 'fos' },
  { id: 9, prename: 'Henrike', surname: 'Stahl' },
  { id: 10, prename: 'Daniel', surname: 'Wozniak', shortname: 'dwo' },
  { id: 11, prename: 'Carla', surname: 'Jansen', shortname: 'cja' },
  { id: 12, prename: 'Ralf', surname: 'Sonnleitner' },
];
