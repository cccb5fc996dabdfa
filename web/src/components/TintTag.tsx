import { Tag, type TagProps } from 'antd';
import { tagColors } from '../utils/theme.ts';

/** The colours tags are drawn in: each reads at 4.5:1 in its own shade on its own tint. */
export const TAG_COLOURS = { green: '#52c41a', gold: '#faad14', red: '#ff4d4f', volcano: '#fa541c', orange: '#fa8c16', blue: '#1677ff', grey: '#8c8c8c' } as const;

export type TagColour = keyof typeof TAG_COLOURS;

/** Worked out once: every row of a list draws its tags. */
const TAG_STYLES = Object.fromEntries(Object.entries(TAG_COLOURS).map(([name, colour]) => [name, tagColors(colour)])) as Record<TagColour, ReturnType<typeof tagColors>>;

/** A tag in one of TAG_COLOURS (antd's own presets write their words too light to read at 4.5:1). */
export function TintTag({ color, style, ...props }: Omit<TagProps, 'color'> & { color: TagColour }) {
  return <Tag {...props} style={{ ...TAG_STYLES[color], ...style }} />;
}
