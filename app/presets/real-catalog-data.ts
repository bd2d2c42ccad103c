import { buildRealCatalog } from './real-catalog.ts';

// Every captured page file, as text; only this script (loaded when the preset is opened) holds them.
const FILES = import.meta.glob<string>('../../data/real-catalogs/*.json', {
  query: '?raw',
  import: 'default',
  eager: true,
});

export const buildRealCatalogPreset = () =>
  buildRealCatalog((id) => {
    const text = FILES[`../../data/real-catalogs/${id}.json`];
    if (text === undefined) throw new Error(`data/real-catalogs/${id}.json is missing`);
    return text;
  });
