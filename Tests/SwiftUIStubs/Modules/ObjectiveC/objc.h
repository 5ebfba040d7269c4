// Declarations only, from the Objective-C runtime's documentation; nothing here is ever run.

#pragma clang assume_nonnull begin

// https://developer.apple.com/documentation/objectivec/sel
typedef struct objc_selector *SEL;

// https://developer.apple.com/documentation/objectivec/objc_bool
typedef signed char BOOL;

// https://developer.apple.com/documentation/objectivec/nsobjectprotocol (NSObjectProtocol in Swift)
@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property (readonly) unsigned long hash;
@end

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
__attribute__((objc_root_class))
@interface NSObject <NSObject>
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
- (instancetype)init;
@end

#pragma clang assume_nonnull end
