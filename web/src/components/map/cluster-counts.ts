import type { Map as MapLibreMap, SymbolLayerSpecification } from 'maplibre-gl';

/** The images of cluster counts are named by this and the count as supercluster abbreviates it (7, 312, 1.2k, 15k). */
const IMAGE_PREFIX = 'cluster-count:';

/** The count's font size (px) before symbolScale. */
const FONT_PX = 11;
/** The white rim round the digits (px), which keeps them readable on every risk colour. */
const HALO_PX = 2.5;

/** A count drawn on a canvas in the system's sans-serif: the offline basemap ships no glyphs for MapLibre to write with. */
function countImage(text: string, scale: number, pixelRatio: number): ImageData {
  const size = FONT_PX * scale * pixelRatio;
  const halo = HALO_PX * scale * pixelRatio;
  const font = `600 ${size}px system-ui, sans-serif`;
  const context = document.createElement('canvas').getContext('2d')!;
  context.font = font;
  const width = Math.ceil(context.measureText(text).width + 2 * halo);
  const height = Math.ceil(size + 2 * halo);
  context.canvas.width = width;
  context.canvas.height = height;
  // Resizing the canvas reset its state.
  context.font = font;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineJoin = 'round';
  context.lineWidth = halo;
  context.strokeStyle = 'rgba(255, 255, 255, 0.9)';
  context.strokeText(text, width / 2, height / 2);
  context.fillStyle = '#1f1f1f';
  context.fillText(text, width / 2, height / 2);
  return context.getImageData(0, 0, width, height);
}

/**
 * The count of points each cluster of `source` holds, written on it. Each count is an image made
 * the first time the map asks for it (the map's one missing-image resolver, which only these
 * images use): at most some thousand distinct ones whatever the number of points, as
 * supercluster abbreviates counts from 1 000 up.
 */
export function addClusterCounts(map: MapLibreMap, { id, source, sourceLayer, scale }: { id: string; source: string; sourceLayer: string; scale: number }): void {
  const pixelRatio = window.devicePixelRatio || 1;
  map.setMissingStyleImageResolver((image) => {
    if (image.startsWith(IMAGE_PREFIX)) map.addImage(image, countImage(image.slice(IMAGE_PREFIX.length), scale, pixelRatio), { pixelRatio });
  });
  const layer: SymbolLayerSpecification = {
    id,
    type: 'symbol',
    source,
    'source-layer': sourceLayer,
    filter: ['has', 'point_count'],
    layout: {
      'icon-image': ['concat', IMAGE_PREFIX, ['get', 'point_count_abbreviated']],
      // Every cluster shows its count, however close the next one.
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
    },
  };
  map.addLayer(layer);
}
