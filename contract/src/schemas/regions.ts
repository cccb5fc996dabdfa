import { z } from 'zod';

export interface RegionNode {
  code: string;
  name: string;
  /** A province's name in English, Spanish and Japanese (Natural Earth); the other divisions have none. */
  nameEn?: string;
  nameEs?: string;
  nameJa?: string;
  /** The name in Hanyu Pinyin (GB/T 2260 has no official translations), as readableDivisionName reads it for English and Spanish. */
  latin: string;
  /** A county's circle, [longitude, latitude, radius in km] around its outline, where the server's data has one: the location picker zooms to it. */
  circle?: [number, number, number];
  level: number;
  children: RegionNode[];
}

export const regionNodeSchema: z.ZodType<RegionNode> = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string().optional(),
  nameEs: z.string().optional(),
  nameJa: z.string().optional(),
  latin: z.string(),
  circle: z.tuple([z.number(), z.number(), z.number()]).optional(),
  level: z.number().int(),
  get children() {
    return z.array(regionNodeSchema);
  },
});
