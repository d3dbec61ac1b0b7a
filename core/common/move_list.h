#pragma once
// A fixed-capacity list (no heap): move generators write into it, search and perft read it.
#include <cstddef>

namespace regalia {

template <class T, std::size_t Capacity>
class FixedList {
 public:
  void push(T v) { items_[size_++] = v; }
  void clear() { size_ = 0; }
  std::size_t size() const { return size_; }
  bool empty() const { return size_ == 0; }
  T& operator[](std::size_t i) { return items_[i]; }
  const T& operator[](std::size_t i) const { return items_[i]; }
  T* begin() { return items_; }
  T* end() { return items_ + size_; }
  const T* begin() const { return items_; }
  const T* end() const { return items_ + size_; }
  // Raw write cursor for generators that append many items in a tight loop.
  T* cursor() { return items_ + size_; }
  void set_end(T* p) { size_ = static_cast<std::size_t>(p - items_); }
  static constexpr std::size_t capacity() { return Capacity; }

 private:
  T items_[Capacity];
  std::size_t size_ = 0;
};

}  // namespace regalia
