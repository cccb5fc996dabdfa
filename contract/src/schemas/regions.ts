import { z } from 'zod';

export interface RegionNode {
  code: string;
  name: string;
  nameEn?: string;
  /** The name in Hanyu Pinyin (GB/T 2260 has no official translations; provinces also have nameEn). */
  latin: string;
  level: number;
  children: RegionNode[];
}

export const regionNodeSchema: z.ZodType<RegionNode> = z.object({
  code: z.string(),
  name: z.string(),
  nameEn: z.string().optional(),
  latin: z.string(),
  level: z.number().int(),
  get children() {
    return z.array(regionNodeSchema);
  },
});
