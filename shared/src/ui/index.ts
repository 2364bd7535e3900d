// Stateless UI, bundled into each app (not a Module Federation singleton): each remote ships the primitives
// it was tested with. Their CSS Modules' class names are local to the app that bundles them, so the same
// Button in two apps has two class names and neither app can restyle the other's.
export { AdultMark } from './AdultMark';
export { AdultPicture } from './AdultPicture';
export { AmountRows, type AmountRow, type AmountRowsProps } from './AmountRows';
export { Avatar, type AvatarProps } from './Avatar';
export { Button, type ButtonProps } from './Button';
export { buttonClassName, type ButtonLook } from './buttonClassName';
export { CardSection, type CardSectionProps } from './CardSection';
export { ChoiceCards, type Choice, type ChoiceCardsProps } from './ChoiceCards';
export { CouponCodeField, CouponOutcomeLine, type CouponCodeFieldProps, type CouponOutcome } from './CouponCodeField';
export { Dialog, type DialogProps } from './Dialog';
export { EmptyState, ErrorState } from './ListStatus';
export { FactList } from './FactList';
export { FilterChips, type FilterChipsProps } from './FilterChips';
export { fieldLook } from './fieldLook';
export { followEventStream, type StreamFollower, type StreamOptions } from './followEventStream';
export {
  FormRefusalMessage,
  refuseForm,
  useFieldRefusal,
  useFormRefusal,
  type FormRefusal,
  type FormRefusalStatus,
} from './formRefusal';
export { Gallery, GallerySkeleton } from './Gallery';
export { GalleryBeside, ItemFacts, ItemTitle, type GalleryBesideProps } from './GalleryBeside';
export { IconButton, iconButtonClassName, type IconButtonProps } from './IconButton';
export { NoticePage, type NoticePageProps } from './NoticePage';
export { OrderDetailFrame, type OrderDetailFrameProps } from './OrderDetailFrame';
export { OrderStatusLabel, useOrderStatusText } from './OrderStatusLabel';
export { OrderSummaryCard, type OrderSummaryCardProps } from './OrderSummaryCard';
export { PageSection, type PageSectionProps } from './PageSection';
export { PageTitle, type PageTitleProps } from './PageTitle';
export { PagedList, useKeptWhileLoading, type PagedListProps } from './PagedList';
export { Pager } from './Pager';
export { pageCount, pageWindow, type PagerSlot } from './pageWindow';
export { pollWhileVisible } from './pollWhileVisible';
export { PaymentDue, RecordPage, StatusPill, type RecordPageProps, type StatusTone } from './RecordPage';
export { QuantityStepper, type QuantityStepperProps } from './QuantityStepper';
export { clampQuantity, wholeQuantity } from './quantity';
export { ShopImage, type ShopImageProps } from './ShopImage';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { StickyBuyBar, type StickyBuyBarProps } from './StickyBuyBar';
export { SummaryColumns, SummaryPage, type SummaryColumnsProps, type SummaryPageProps } from './SummaryPage';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField';
export { TextField, type TextFieldProps } from './TextField';
export { uiNamespace } from './namespace';
export { useAdultContent } from './useAdultContent';
export { useFocusTrap } from './useFocusTrap';
export { largeScreenQuery, useMediaQuery } from './useMediaQuery';
export { useHydrated } from './useHydrated';
export { usePageMeta } from './usePageMeta';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
